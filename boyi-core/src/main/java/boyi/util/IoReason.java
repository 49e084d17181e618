package boyi.util;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why an I/O operation failed, in words a user reads (never a class name): the system's reason
 * for a file system error, else its message.
 *
 * <pre>{@code
 * IoReason.of(new NoSuchFileException("db/tier-003.bin")).en();   // "no such file"
 * }</pre>
 */
public final class IoReason {

    private IoReason() {
    }

    public static Text of(IOException e) {
        if (e instanceof NoSuchFileException) {
            return Text.of("文件不存在", "no such file");
        }
        if (e instanceof AccessDeniedException) {
            return Text.of("没有权限", "permission denied");
        }
        if (e instanceof NotDirectoryException) {
            return Text.of("不是文件夹", "not a folder");
        }
        if (e instanceof DirectoryNotEmptyException) {
            return Text.of("文件夹不是空的", "the folder is not empty");
        }
        if (e instanceof FileAlreadyExistsException) {
            return Text.of("文件已存在", "the file already exists");
        }
        String reason = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : e.getMessage();
        if (reason == null || reason.isBlank()) {
            return Text.of("输入输出错误", "input/output error");
        }
        return Text.same(reason);
    }
}

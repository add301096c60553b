import torch

status = 2  # cudaErrorMemoryAllocation，即原始运行时调用返回的状态码
try:
    torch.cuda.check_error(status)
except torch.cuda.OutOfMemoryError:  # 常见的 OOM 处理捕获不到它
    print("out of memory: retrying with a smaller batch")

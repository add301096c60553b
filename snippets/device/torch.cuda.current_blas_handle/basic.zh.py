import torch

if torch.cuda.is_available():
    handle = torch.cuda.current_blas_handle()  # 以整数表示的 cublasHandle_t，供 C++/ctypes 代码使用
    print(type(handle).__name__, handle != 0)
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):
        h_side = torch.cuda.current_blas_handle()  # 切换流之后重新获取
    print("handle bound to the current stream at the time of each call")
else:
    print("no CUDA device: there is no cuBLAS handle")

import torch

if torch.cuda.is_available():
    handle = torch.cuda.current_blas_handle()  # a cublasHandle_t as an integer, for C++/ctypes code
    print(type(handle).__name__, handle != 0)
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):
        h_side = torch.cuda.current_blas_handle()  # ask again after switching stream
    print("handle bound to the current stream at the time of each call")
else:
    print("no CUDA device: there is no cuBLAS handle")

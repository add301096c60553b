import torch

# check_error 不需要 GPU：它把 CUDA 状态码变成异常。
torch.cuda.check_error(0)  # 0 是 cudaSuccess：什么也不发生
try:
    torch.cuda.check_error(2)  # 2 是 cudaErrorMemoryAllocation
except torch.cuda.CudaError as e:
    print("CudaError:", e)

if torch.cuda.is_available():
    rt = torch.cuda.cudart()  # 原始的运行时绑定；调用返回状态码，不会抛异常
    torch.cuda.check_error(rt.cudaProfilerStart())
    torch.ones(1000, device="cuda").sum()
    torch.cuda.check_error(rt.cudaProfilerStop())
    print("profiler range marked")

import torch

# check_error needs no GPU: it turns a CUDA status code into an exception.
torch.cuda.check_error(0)  # 0 is cudaSuccess: nothing happens
try:
    torch.cuda.check_error(2)  # 2 is cudaErrorMemoryAllocation
except torch.cuda.CudaError as e:
    print("CudaError:", e)

if torch.cuda.is_available():
    rt = torch.cuda.cudart()  # the raw runtime bindings; calls return a status, they do not raise
    torch.cuda.check_error(rt.cudaProfilerStart())
    torch.ones(1000, device="cuda").sum()
    torch.cuda.check_error(rt.cudaProfilerStop())
    print("profiler range marked")

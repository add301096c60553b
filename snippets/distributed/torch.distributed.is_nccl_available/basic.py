import torch
import torch.distributed as dist

print("gloo:", dist.is_gloo_available())
print("nccl:", dist.is_nccl_available())
print("mpi:", dist.is_mpi_available())
print("xccl:", dist.is_xccl_available())
print("GPU usable:", torch.cuda.is_available())  # a separate question

# choose the backend from the hardware, not from what the build contains
backend = "nccl" if torch.cuda.is_available() and dist.is_nccl_available() else "gloo"
print("backend:", backend)

import torch
import torch.distributed as dist

print("gloo:", dist.is_gloo_available())
print("nccl:", dist.is_nccl_available())
print("mpi:", dist.is_mpi_available())
print("xccl:", dist.is_xccl_available())
print("GPU usable:", torch.cuda.is_available())  # 这是另一个问题

# 按硬件选择后端，而不是按构建里包含了什么
backend = "nccl" if torch.cuda.is_available() and dist.is_nccl_available() else "gloo"
print("backend:", backend)

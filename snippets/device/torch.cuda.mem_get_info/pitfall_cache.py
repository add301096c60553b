import torch

# GPU only: freed tensors stay in PyTorch's cache, which the driver counts as used.
mib = 2**20
free0, _ = torch.cuda.mem_get_info()
x = torch.empty(256, 1024, 1024, device="cuda")  # 1 GiB
del x
free1, _ = torch.cuda.mem_get_info()
print("free memory back after del:", free1 >= free0 - 64 * mib)
torch.cuda.empty_cache()
free2, _ = torch.cuda.mem_get_info()
print("free memory back after empty_cache:", free2 >= free0 - 64 * mib)

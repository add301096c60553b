import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

MiB = 2**20
x = torch.empty(16 * 2**20, device=device)  # 64 MiB of float32
print("allocated / reserved:", torch.cuda.memory_allocated() // MiB, torch.cuda.memory_reserved() // MiB)

del x  # the block goes back to PyTorch's cache, not to the driver
print("after del:", torch.cuda.memory_allocated() // MiB, torch.cuda.memory_reserved() // MiB)

torch.cuda.empty_cache()  # now the cached block is returned to the driver
print("after empty_cache:", torch.cuda.memory_allocated() // MiB, torch.cuda.memory_reserved() // MiB)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

MiB = 2**20
x = torch.empty(16 * 2**20, device=device)  # 64 MiB 的 float32
print("allocated / reserved:", torch.cuda.memory_allocated() // MiB, torch.cuda.memory_reserved() // MiB)

del x  # 这块内存回到 PyTorch 的缓存，而不是还给驱动
print("after del:", torch.cuda.memory_allocated() // MiB, torch.cuda.memory_reserved() // MiB)

torch.cuda.empty_cache()  # 这时缓存的内存块才还给驱动
print("after empty_cache:", torch.cuda.memory_allocated() // MiB, torch.cuda.memory_reserved() // MiB)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

MiB = 2**20
activations = [torch.empty(4 * 2**20, device=device) for _ in range(4)]  # 4 x 16 MiB, still referenced
torch.cuda.empty_cache()
print("allocated MiB:", torch.cuda.memory_allocated() // MiB)  # unchanged: 64

activations.clear()  # drop the references first
torch.cuda.empty_cache()
print("allocated MiB:", torch.cuda.memory_allocated() // MiB)
print("reserved MiB:", torch.cuda.memory_reserved() // MiB)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

MiB = 2**20
activations = [torch.empty(4 * 2**20, device=device) for _ in range(4)]  # 4 x 16 MiB，仍被引用着
torch.cuda.empty_cache()
print("allocated MiB:", torch.cuda.memory_allocated() // MiB)  # 没变：64

activations.clear()  # 先释放引用
torch.cuda.empty_cache()
print("allocated MiB:", torch.cuda.memory_allocated() // MiB)
print("reserved MiB:", torch.cuda.memory_reserved() // MiB)

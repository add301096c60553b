import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.empty(16 * 2**20, device=device)  # 64 MiB 的 float32
summary = torch.cuda.memory_summary(device, abbreviated=True)
print("PyTorch CUDA memory summary" in summary)
print("Allocated memory" in summary, "GPU reserved memory" in summary)
print(summary)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

counts = torch.tensor([[1, 2, 3]], device=device)  # int64
print(torch.nn.Softmax(dim=1)(counts.float()))  # 修正后
torch.nn.Softmax(dim=1)(counts)

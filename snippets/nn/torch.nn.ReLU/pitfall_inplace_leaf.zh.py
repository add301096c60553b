import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

weights = torch.tensor([-1.0, 2.0], device=device, requires_grad=True)  # 叶子张量
torch.nn.ReLU(inplace=True)(weights)

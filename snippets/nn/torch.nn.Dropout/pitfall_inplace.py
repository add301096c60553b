import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, -2.0, 3.0], device=device, requires_grad=True)
y = torch.sigmoid(x)  # sigmoid saves its output for backward
torch.nn.Dropout(p=0.5, inplace=True)(y)  # overwrites that saved output
y.sum().backward()

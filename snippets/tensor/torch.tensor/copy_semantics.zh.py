import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

data = [1.0, 2.0, 3.0]
t = torch.tensor(data, device=device)
data[0] = 100.0       # torch.tensor 复制了列表；张量不受影响
print(t)

w = torch.tensor([0.5, -0.5], requires_grad=True, device=device)
print(w.is_leaf, w.requires_grad)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(3, device=device, requires_grad=True)
b = torch.zeros(3, device=device)
with torch.autograd.set_detect_anomaly(True):
    distance = ((a - b) ** 2).sum().sqrt()  # sqrt 在 0 处的斜率为无穷大
    distance.backward()

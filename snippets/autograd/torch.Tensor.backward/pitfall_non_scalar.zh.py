import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
per_sample_loss = x * 2  # 形状为 (2,)，不是标量
per_sample_loss.backward()

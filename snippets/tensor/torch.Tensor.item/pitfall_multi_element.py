import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([0.2, 0.7, 0.1], device=device)
target = torch.zeros(3, device=device)
per_sample = torch.nn.functional.mse_loss(pred, target, reduction="none")
print(per_sample.shape)
per_sample.item()

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

loss = torch.nn.functional.mse_loss(
    torch.tensor([1.0, 2.0], device=device), torch.tensor([1.5, 2.5], device=device)
)
v = loss.item()
print(v, type(v))

print(torch.tensor([[7]], device=device).item(), type(torch.tensor(7).item()))   # any one-element shape; int64 -> int
print(torch.tensor(True).item())

# more than one element: use .tolist() instead
print(torch.tensor([1.0, 2.0], device=device).tolist())

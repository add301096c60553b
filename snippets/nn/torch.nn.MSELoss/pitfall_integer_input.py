import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.MSELoss()
pred = torch.tensor([1, 2, 3], device=device)    # int64, e.g. rounded predictions

# one floating-point operand: the dtypes are promoted to float32 and the loss runs
loss = criterion(pred, torch.tensor([1.0, 4.0, 6.0], device=device))
print(loss, loss.dtype)

# both int64: the promoted dtype is still int64, and MSE has no integer kernel
target = torch.tensor([1, 4, 6], device=device)
criterion(pred, target)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.MSELoss()
pred = torch.tensor([1, 2, 3], device=device)    # int64, e.g. rounded predictions
target = torch.tensor([1, 4, 6], device=device)
criterion(pred, target)

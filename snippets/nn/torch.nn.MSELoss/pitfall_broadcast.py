import warnings

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

warnings.simplefilter("always")
criterion = torch.nn.MSELoss()

pred = torch.tensor([[1.0], [2.0], [3.0]], device=device)  # regression head output (N, 1)
target = torch.tensor([1.0, 2.0, 3.0], device=device)      # labels (N,)

# Perfect predictions, yet the loss is not 0: (3, 1) - (3,) broadcasts to (3, 3)
print(criterion(pred, target))
print(torch.nn.MSELoss(reduction="none")(pred, target).shape)
print(criterion(pred.squeeze(1), target))  # fixed

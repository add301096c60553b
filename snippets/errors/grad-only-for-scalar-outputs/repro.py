import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([0.5, 1.5, 2.0], device=device, requires_grad=True)
target = torch.ones(3, device=device)
loss = torch.nn.MSELoss(reduction="none")(pred, target)  # one loss per element
print(loss.shape)
loss.backward()  # a 3-element tensor: no implicit gradient of 1.0

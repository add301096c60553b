import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

pred = torch.tensor([0.5, 1.5, 2.0], device=device, requires_grad=True)
target = torch.ones(3, device=device)
loss = torch.nn.MSELoss(reduction="none")(pred, target)

loss.mean().backward()  # reduce to a scalar first
print(pred.grad)

# Or pass the vector in the vector-Jacobian product explicitly.
pred.grad = None
loss = torch.nn.MSELoss(reduction="none")(pred, target)
loss.backward(gradient=torch.ones_like(loss))  # same as loss.sum().backward()
print(pred.grad)

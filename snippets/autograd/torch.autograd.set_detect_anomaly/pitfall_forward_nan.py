import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 1.0], device=device, requires_grad=True)
with torch.autograd.set_detect_anomaly(True):
    loss = x.log().sum()  # log(-1) = NaN in the FORWARD pass
    loss.backward()  # no error: every backward output is finite
print(loss)
print(x.grad)

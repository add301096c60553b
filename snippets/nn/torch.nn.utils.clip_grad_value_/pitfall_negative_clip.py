import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(3, device=device))
w.grad = torch.tensor([3.0, -4.0, 0.5], device=device)

# A negative clip_value is not rejected: the range [1, -1] is empty,
# and every gradient becomes -1 regardless of its sign
torch.nn.utils.clip_grad_value_(w, clip_value=-1.0)
print(w.grad)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
for step in range(3):
    loss = (w * w).sum()
    loss.backward()  # no zeroing between steps
    print(step, w.grad)  # keeps growing: 2w, 4w, 6w

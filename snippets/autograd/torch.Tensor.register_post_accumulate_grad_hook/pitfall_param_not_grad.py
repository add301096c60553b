import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([0.5, 3.0], device=device, requires_grad=True)

def clip_grad(grad):   # the argument is actually w itself
    grad.clamp_(-1, 1)

w.register_post_accumulate_grad_hook(clip_grad)
(w * 5).sum().backward()
print(w.detach())  # the weights were clamped
print(w.grad)      # the gradient is untouched

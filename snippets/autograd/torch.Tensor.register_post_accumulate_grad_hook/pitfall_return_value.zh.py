import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([0.5, 3.0], device=device, requires_grad=True)
w.register_post_accumulate_grad_hook(lambda p: p.grad.clamp(-1, 1))  # 返回了一个张量
(w * 5).sum().backward()

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([0.5, 3.0], device=device, requires_grad=True)

def clip_grad(grad):   # 参数实际上就是 w 本身
    grad.clamp_(-1, 1)

w.register_post_accumulate_grad_hook(clip_grad)
(w * 5).sum().backward()
print(w.detach())  # 被截断的是权重
print(w.grad)      # 梯度没有被改动

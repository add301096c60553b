import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.ones(3, device=device, requires_grad=True)
scaled = w * 2  # 不是叶子张量：它有 grad_fn
scaled.register_post_accumulate_grad_hook(lambda p: None)

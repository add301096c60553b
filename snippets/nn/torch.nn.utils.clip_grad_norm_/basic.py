import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(2, device=device))
b = torch.nn.Parameter(torch.zeros(1, device=device))
w.grad = torch.tensor([3.0, 4.0], device=device)
b.grad = torch.tensor([0.0], device=device)

total = torch.nn.utils.clip_grad_norm_([w, b], max_norm=1.0)
print(total)          # 5.0: the norm BEFORE clipping, over all gradients together
print(w.grad, b.grad) # scaled by 1/5: same direction, norm 1
print(torch.linalg.vector_norm(torch.cat([w.grad, b.grad])))

# Gradients already within the limit are left untouched
w.grad = torch.tensor([0.3, 0.4], device=device)
print(torch.nn.utils.clip_grad_norm_(w, max_norm=1.0), w.grad)

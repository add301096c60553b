import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(2, device=device))
b = torch.nn.Parameter(torch.zeros(1, device=device))
w.grad = torch.tensor([3.0, 4.0], device=device)
b.grad = torch.tensor([0.0], device=device)

total = torch.nn.utils.clip_grad_norm_([w, b], max_norm=1.0)
print(total)          # 5.0：裁剪之前的范数，按所有梯度合在一起计算
print(w.grad, b.grad) # 乘以 1/5：方向不变，范数为 1
print(torch.linalg.vector_norm(torch.cat([w.grad, b.grad])))

# 已在限制范围内的梯度保持不变
w.grad = torch.tensor([0.3, 0.4], device=device)
print(torch.nn.utils.clip_grad_norm_(w, max_norm=1.0), w.grad)

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.nn.Parameter(torch.zeros(3, device=device))
w.grad = torch.tensor([0.1, -4.0, 2.5], device=device)

result = torch.nn.utils.clip_grad_value_(w, clip_value=1.0)
print(result)  # None：它只原地修改 .grad
print(w.grad)  # 每个元素都被限制在 [-1, 1] 内

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
model(torch.full((1, 2), 10.0, device=device)).sum().backward()

# 从 clip_grad_norm_ 照搬过来、记录返回值的代码
grad_norm = torch.nn.utils.clip_grad_value_(model.parameters(), clip_value=1.0)
print(grad_norm)  # None
print(model.weight.grad)

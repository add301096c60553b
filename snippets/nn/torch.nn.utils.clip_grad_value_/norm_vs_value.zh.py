import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def fresh():
    p = torch.nn.Parameter(torch.zeros(2, device=device))
    p.grad = torch.tensor([0.1, 4.0], device=device)
    return p


by_value, by_norm = fresh(), fresh()
torch.nn.utils.clip_grad_value_(by_value, clip_value=1.0)
torch.nn.utils.clip_grad_norm_(by_norm, max_norm=1.0)

# 按值裁剪会改变方向（比例变成 1:10，而不是 1:40）；
# 按范数裁剪保持方向不变，只缩短长度
print(by_value.grad, by_value.grad[1] / by_value.grad[0])
print(by_norm.grad, by_norm.grad[1] / by_norm.grad[0])

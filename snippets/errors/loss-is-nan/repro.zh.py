import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 在概率上手写的二元交叉熵：sigmoid 饱和后恰好等于 1.0，
# log(1 - p) 变成 log(0) = -inf，而 0 * -inf 是 nan。
logits = torch.tensor([0.0, 40.0], device=device)
target = torch.tensor([0.0, 1.0], device=device)
p = torch.sigmoid(logits)
print("p:", p.tolist())
loss = -(target * torch.log(p) + (1 - target) * torch.log(1 - p)).mean()
print("loss:", loss.item())

# 对常数特征做归一化：std 为 0，于是 0 / 0 = nan。
feature = torch.full((4,), 3.0, device=device)
print("normalised:", ((feature - feature.mean()) / feature.std()).tolist())

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


logits = torch.tensor([0.0, 40.0], device=device)
target = torch.tensor([0.0, 1.0], device=device)

# 直接处理 logits：BCEWithLogitsLoss 使用 log-sum-exp 技巧，永远不会计算 log(0)。
loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, target)
print("loss:", round(loss.item(), 4))

# 除法要用一个 epsilon 做保护。
feature = torch.full((4,), 3.0, device=device)
print("normalised:", ((feature - feature.mean()) / (feature.std() + 1e-6)).tolist())

# 在训练循环里尽早报错，而不是拿 nan 继续训练。
if not torch.isfinite(loss):
    raise RuntimeError("non-finite loss")
print("finite:", torch.isfinite(loss).item())

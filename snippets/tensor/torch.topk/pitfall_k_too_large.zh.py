import torch

logits = torch.tensor([[0.1, 2.0, 0.7]])     # 只有 3 个类别

k = min(5, logits.size(-1))
print(logits.topk(k).indices)                # 把 k 限制在该维度的大小以内
logits.topk(5)                               # 只有 3 个类别却算“top-5 准确率”

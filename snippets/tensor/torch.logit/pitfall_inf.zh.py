import torch

probs = torch.tensor([0.0, 0.3, 1.0])     # 例如把标签当作目标概率
print(torch.logit(probs))                  # -inf 和 inf，不报错
print(torch.logit(probs).mean())           # 后续 inf - inf 得到 nan
print(torch.logit(probs, eps=1e-6))

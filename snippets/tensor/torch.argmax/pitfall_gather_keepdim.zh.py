import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

probs = torch.tensor([[0.1, 0.7, 0.2],
                      [0.5, 0.3, 0.2]], device=device)

idx = probs.argmax(dim=1, keepdim=True)   # (2, 1)，符合 gather 的要求
print(probs.gather(1, idx))
probs.gather(1, probs.argmax(dim=1))      # 二维输入却用了形状为 (2,) 的索引

import torch

probs = torch.full((200,), 0.5)        # 200 个独立事件

print(probs.prod())                    # 0.5**200 在 float32 中下溢为 0
print(probs.log().sum())               # 改用对数概率计算：-138.63

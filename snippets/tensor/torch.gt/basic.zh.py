import torch

probs = torch.tensor([[0.9, 0.2],
                      [0.4, 0.6]])

print(torch.gt(probs, 0.5))                # 等同于 probs > 0.5
print((probs > 0.5).long())                # 0/1 预测值
print(torch.greater(probs[:, 0], probs[:, 1]))
print(probs.gt(torch.tensor([0.5, 0.5])).dtype)

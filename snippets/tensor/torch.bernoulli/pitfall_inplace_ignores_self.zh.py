import torch

torch.manual_seed(0)
probs = torch.tensor([1.0, 1.0, 1.0, 0.0, 0.0, 0.0])

print(torch.bernoulli(probs))        # 使用这些值：1, 1, 1, 0, 0, 0
print(probs.clone().bernoulli_())    # 忽略这些值：p 默认为 0.5
print(torch.bernoulli(probs, p=0.5)) # 指定了 p：probs 的值同样被忽略

import torch

scores = torch.tensor([[1.0, 5.0, 3.0],
                       [7.0, 2.0, 4.0]])

values, indices = scores.max(dim=1)     # max(dim) 返回一对结果
print(values, indices)

values, indices = scores.amax(dim=1)    # amax 只返回一个张量：这里解包的是它的两行
print(values, indices)                  # 5. 和 7.：根本没有索引，也不报错

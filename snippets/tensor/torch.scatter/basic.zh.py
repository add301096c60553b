import torch

# one-hot 行：在每行的标签位置写入 1.0（标量 `value` 形式）
labels = torch.tensor([2, 0, 3])
one_hot = torch.zeros(3, 4).scatter(1, labels.unsqueeze(1), 1.0)
print(one_hot)

# 张量 `src` 形式，dim=0：self[index[i][j]][j] = src[i][j]
src = torch.arange(1.0, 9.0).reshape(2, 4)
index = torch.tensor([[0, 1, 2, 0],
                      [2, 0, 1, 1]])
print(torch.zeros(3, 4).scatter(0, index, src))

# scatter 返回新张量；scatter_ 写入张量本身
x = torch.zeros(5)
y = x.scatter(0, torch.tensor([1, 3]), torch.tensor([7.0, 9.0]))
print(x, y)
x.scatter_(0, torch.tensor([1, 3]), torch.tensor([7.0, 9.0]))
print(x)

import torch

table = torch.tensor([[3, 10],
                      [1, 30],
                      [2, 20]])     # 每行是一条 (id, score) 记录
# 不会报错：各列分别排序，记录被拆散了
print(table.msort())
# 保持行完整：按某一列排序再重排各行
print(table[table[:, 0].argsort()])

import torch


def row_norm(row):
    if row.data_ptr() % 16 != 0:    # 走快速路径前的对齐检查
        row = row.clone()
    return row.norm()


x = torch.ones(3, 4)
print(row_norm(x[0]))
torch.vmap(row_norm)(x)             # 在 vmap 内部，row 是没有存储的批处理张量

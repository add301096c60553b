import torch

offset = torch.tensor([-7, -1, 5])

print(offset // 2)                                    # 向下取整：-4, -1, 2
print(torch.div(offset, 2, rounding_mode="trunc"))    # 向零取整：-3, 0, 2（C、Java、int(x / y)）
